// English texts of this part of the catalogue (see index.ts).
export const en = {} as const;
