import * as mupdf from 'mupdf';

/** Pixels looked at per image: enough to see a logo or a coloured stamp, few enough to stay cheap. */
const SAMPLES = 10_000;
/** How far apart (of 255) a pixel's components are when it is coloured, beyond the noise of grey JPEG scans. */
const CHROMA = 40;
/** The share of sampled pixels that must be coloured: a few stray ones are compression noise. */
const COLOURED_SHARE = 0.002;
/** Images larger than this (pixels) are not decoded: their colour space says whether they are colour. */
const MAX_DECODED_PIXELS = 40_000_000;
/** Images kept for the cache: a letter shows the same logo on each page, a scan shows a new image on each. */
const MAX_KEPT = 64;

/**
 * Whether images print in colour, for one letter: an image in a colour space with colour is decoded and
 * sampled once. The cache holds each image (a reference of its own) so that mupdf keeps it in its store and
 * hands the same image back for the same object on later pages; `free()` lets them go.
 */
export class ImageColours {
  private readonly kept = new Map<number, { image: mupdf.Image; colour: boolean }>();

  /** Takes `image` over (it is kept or destroyed). */
  colourOf(image: mupdf.Image): boolean {
    const known = this.kept.get(image.pointer);
    if (known) {
      image.destroy();
      return known.colour;
    }
    const colour = imageColour(image);
    if (this.kept.size < MAX_KEPT) this.kept.set(image.pointer, { image, colour });
    else image.destroy();
    return colour;
  }

  free(): void {
    for (const { image } of this.kept.values()) image.destroy();
    this.kept.clear();
  }
}

function imageColour(image: mupdf.Image): boolean {
  const cs = image.getColorSpace();
  if (!cs) return false;
  const type = cs.getType();
  cs.destroy();
  if (type === 'Gray' || type === 'None') return false;
  if (image.getWidth() * image.getHeight() > MAX_DECODED_PIXELS) return true;
  let decoded: mupdf.Pixmap | undefined;
  let rgb: mupdf.Pixmap | undefined;
  try {
    decoded = image.toPixmap();
    const decodedSpace = decoded.getColorSpace();
    // In RGB and in CMYK alike, a pixel is coloured when its first three components are apart.
    const direct = (decodedSpace?.isRGB() || decodedSpace?.isCMYK()) ?? false;
    decodedSpace?.destroy();
    return sampledColour(direct ? decoded : (rgb = decoded.convertToColorSpace(mupdf.ColorSpace.DeviceRGB)));
  } catch {
    // An image mupdf cannot decode prints as nothing, in no colour.
    return false;
  } finally {
    rgb?.destroy();
    decoded?.destroy();
  }
}

function sampledColour(pixmap: mupdf.Pixmap): boolean {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  // Components per pixel, alpha included.
  const n = pixmap.getNumberOfComponents();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / SAMPLES)));
  let sampled = 0;
  let coloured = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = y * stride + x * n;
      const a = pixels[i]!;
      const b = pixels[i + 1]!;
      const c = pixels[i + 2]!;
      sampled++;
      if (Math.max(a, b, c) - Math.min(a, b, c) > CHROMA) coloured++;
    }
  }
  return sampled > 0 && coloured / sampled >= COLOURED_SHARE;
}
