import { expect, it } from 'vitest';
import { thumbnailKey } from '../jobs/input-files';
import { inputFileIdOfThumbnail } from './cached-thumbnails';

it('reads back the input file of every key thumbnailKey makes, and no other', () => {
  const id = '0b7c6a9e-3f1d-4c2b-9a8e-1d2c3b4a5f60';
  expect(inputFileIdOfThumbnail(thumbnailKey(id, 120))).toBe(id);
  expect(inputFileIdOfThumbnail(thumbnailKey(id, 1024))).toBe(id);
  expect(inputFileIdOfThumbnail('thumbnails/readme.txt')).toBeNull();
  expect(inputFileIdOfThumbnail(`uploads/${id}-120.png`)).toBeNull();
});
