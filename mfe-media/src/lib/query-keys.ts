/**
 * Query keys of the media area, shared by every feature that reads or changes its data.
 * The first segment is the area's name: all remotes share the shell's one query cache.
 */
export const mediaKeys = {
  all: ['media'] as const,
  previews: () => [...mediaKeys.all, 'previews'] as const,
  preview: (id: string) => [...mediaKeys.previews(), id] as const,
};
