type Document = Record<string, unknown>;

/** What a mongoose model offers for this: its connection's driver database and its collection's name. */
export type PageSource = {
  db: {
    db?: { command(command: Document, options?: { enableUtf8Validation?: boolean }): Promise<Document> };
  };
  collection: { collectionName: string };
};

export type FindPageOptions = {
  projection?: Document;
  sort: Document;
  /** Documents to return: a page of a list (a few dozen), which one answer always holds. */
  limit: number;
};

/**
 * One page of a list as a single `find` command with `singleBatch` (the server closes its cursor), its answer
 * decoded once by the driver. The driver's cursor (`collection.find().toArray()`) reads the same answer element by
 * element and then decodes every document again, with a cursor's bookkeeping on top: for a page of 25 guides the
 * service spent about a third more CPU that way (services/guides/README.md, "Benchmark"). The filter must already
 * hold stored types (nothing is cast) and the documents come back as plain objects.
 */
export async function findPage<T>(
  model: PageSource,
  filter: object,
  { projection, sort, limit }: FindPageOptions,
): Promise<T[]> {
  const database = model.db.db;
  if (!database) throw new Error(`The database of ${model.collection.collectionName} is not connected`);
  const reply = await database.command(
    {
      find: model.collection.collectionName,
      filter,
      ...(projection ? { projection } : {}),
      sort,
      limit,
      singleBatch: true,
    },
    // The strings are the service's own, stored through its validated writes: checking every byte of a page of
    // them again made decoding about a third slower (a malformed sequence would read as U+FFFD, not fail).
    { enableUtf8Validation: false },
  );
  return (reply.cursor as { firstBatch: T[] }).firstBatch;
}
