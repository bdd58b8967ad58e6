import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader, pngHeader, webpHeader } from '../../test/images.js';
import { imageSize } from './image-size.js';

describe('image size from the header', () => {
  it.each([
    ['PNG', pngHeader(640, 480)],
    ['JPEG', jpegHeader(640, 480)],
    ['GIF', gifHeader(640, 480)],
    ['WebP', webpHeader(640, 480)],
    ['SVG', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"></svg>')],
  ])('reads a %s as 640 × 480', (_, bytes) => {
    expect(imageSize(bytes)).toEqual({ width: 640, height: 480 });
  });

  it('answers null for what is not a picture it knows', () => {
    expect(imageSize(Buffer.from('hello'))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
  });
});
