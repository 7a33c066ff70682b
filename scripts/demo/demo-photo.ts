import sharp from 'sharp';

/** A phone camera's 12-megapixel frame. */
export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/**
 * Where a phone would say the photo was taken (a harbour in Kiel), so the
 * demo shows the site serving it without: the copies and the stored
 * original carry no EXIF (decision 0058).
 */
const PHONE_EXIF = {
  IFD0: { Make: 'Demo Phone', Model: 'Camera 12MP', Software: 'portfolio-cms demo' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '54/1 19/1 4512/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '10/1 8/1 3321/100',
  },
};

/** Sky, sea, a low sun and swell: the shapes of a harbour photo at dusk. */
function sceneSvg(): string {
  const waves = Array.from({ length: 28 }, (_, row) => {
    const y = 1750 + row * row * 1.6 + row * 18;
    const amplitude = 6 + row * 2.2;
    const length = 180 + row * 22;
    let d = `M0 ${y}`;
    for (let x = 0; x <= PHOTO_WIDTH; x += length) {
      d += ` q${length / 4} ${-amplitude} ${length / 2} 0 t${length / 2} 0`;
    }
    const opacity = (0.18 + (row % 3) * 0.08).toFixed(2);
    return `<path d="${d}" fill="none" stroke="#ffe4c4" stroke-opacity="${opacity}" stroke-width="${3 + row * 0.6}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b2a4a"/><stop offset="0.45" stop-color="#c2566b"/>
      <stop offset="0.58" stop-color="#f6a65a"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7a4a5e"/><stop offset="1" stop-color="#0c2236"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff3c4"/><stop offset="0.4" stop-color="#ffc46b" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ff8c42" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${PHOTO_WIDTH}" height="1750" fill="url(#sky)"/>
  <circle cx="2650" cy="1650" r="620" fill="url(#sun)"/>
  <rect y="1750" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - 1750}" fill="url(#sea)"/>
  <path d="M0 1750 L0 1560 L420 1500 L760 1590 L1180 1530 L1500 1620 L1500 1750 Z" fill="#241a2e"/>
  ${waves}
</svg>`;
}

/**
 * A 4000×3000 photo drawn in code: a dusk harbour scene with sensor grain,
 * so it compresses as a phone photo does (about 3 MB as a JPEG), with the
 * EXIF block a phone writes, GPS position included.
 */
export async function demoPhotoJpeg(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg())).removeAlpha().toBuffer();
  const grain = await sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .withExif(PHONE_EXIF)
    .toBuffer();
}
