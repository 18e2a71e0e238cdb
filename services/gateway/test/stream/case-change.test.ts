import { toCaseChange } from '../../src/stream/case-change-stream';
type ChangeEvent = Parameters<typeof toCaseChange>[0];

const update = (updatedFields: Record<string, unknown>, removedFields: string[] = []) =>
  ({
    operationType: 'update',
    documentKey: { _id: 'c1' },
    updateDescription: { updatedFields, removedFields, truncatedArrays: [] },
  }) as unknown as ChangeEvent;

describe('which case writes are pushed to open pages', () => {
  it('pushes a change to anything a page shows, naming the fields', () => {
    expect(toCaseChange(update({ status: 'in_call', 'history.1': {} }))).toMatchObject({
      operation: 'updated',
      caseId: 'c1',
      changed: ['status', 'history'],
    });
  });

  it("leaves out the trial service's own bookkeeping (new-case emails queued)", () => {
    expect(toCaseChange(update({}, ['emailsPending']))).toBeNull();
    expect(toCaseChange(update({ status: 'in_call' }, ['emailsPending']))).toMatchObject({
      changed: ['status', 'emailsPending'],
    });
  });
});
