import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { imageKind, productCodes, seedBanners, seedBrands, seedProducts, type ImageKind } from './catalog.js';

/** The seed catalog's pictures, drawn here (no downloads): SVG for products, logos and banners, a PNG fallback. */

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function cigar(x: number, y: number, length: number, color = '#7b4a26'): string {
  return `<g><rect x="${x}" y="${y}" width="${length}" height="26" rx="13" fill="${color}"/>
    <rect x="${x + length - 70}" y="${y}" width="22" height="26" fill="#c9a227"/>
    <rect x="${x + 4}" y="${y + 5}" width="${length - 16}" height="4" rx="2" fill="#ffffff" opacity="0.15"/></g>`;
}

/** About how wide a Georgia glyph is, in ems, on average (generous, so labels fit). */
const GLYPH_WIDTH_EM = 0.58;

function drawing(kind: ImageKind, color: string, label: string, line: string): string {
  const dark = shade(color, -0.35);
  const light = shade(color, 0.75);
  // The label's box is `room` wide: a longer label gets a smaller font so it stays inside (issue 17: it overflowed).
  let room = 280;
  const text = (y: number, size: number, value: string, fill = '#ffffff') => {
    const fitted = Math.min(size, Math.floor(room / (value.length * GLYPH_WIDTH_EM)));
    return `<text x="300" y="${y}" font-family="Georgia, serif" font-size="${fitted}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;
  };
  switch (kind) {
    case 'box':
      room = 270;
      return `<polygon points="90,230 140,180 510,180 460,230" fill="${shade(color, -0.15)}"/>
        <rect x="90" y="230" width="370" height="230" fill="${color}"/>
        <polygon points="460,230 510,180 510,410 460,460" fill="${dark}"/>
        <rect x="130" y="280" width="290" height="120" rx="10" fill="${light}" stroke="#c9a227" stroke-width="5"/>
        ${text(332, 30, label, dark)}${text(374, 22, line, dark)}
        ${cigar(150, 140, 300)}${cigar(170, 110, 300, '#5e3519')}`;
    case 'pack':
      room = 146;
      return `<path d="M200 150 l20 -20 l20 20 l20 -20 l20 20 l20 -20 l20 20 l20 -20 l20 20 l20 -20 l20 20 V470 H200 Z" fill="${color}"/>
        <rect x="200" y="150" width="200" height="320" fill="${color}"/>
        <rect x="222" y="250" width="156" height="120" rx="10" fill="${light}"/>
        ${text(300, 22, label, dark)}${text(336, 18, line, dark)}
        <rect x="250" y="95" width="18" height="80" rx="6" fill="#d7b98e"/><rect x="290" y="85" width="18" height="90" rx="6" fill="#e5c9a0"/>
        <rect x="330" y="100" width="18" height="75" rx="6" fill="#d7b98e"/>`;
    case 'tin':
      room = 140;
      return `<rect x="110" y="200" width="380" height="220" rx="30" fill="${dark}"/>
        <rect x="125" y="212" width="350" height="196" rx="24" fill="${color}"/>
        <circle cx="300" cy="310" r="78" fill="${light}" stroke="#c9a227" stroke-width="6"/>
        ${text(305, 22, label, dark)}${text(335, 17, line, dark)}`;
    case 'lighter':
      room = 100;
      return `<path d="M300 70 C 340 120 330 150 300 170 C 270 150 260 120 300 70 Z" fill="#f5a623"/>
        <path d="M300 105 C 318 130 314 148 300 160 C 286 148 282 130 300 105 Z" fill="#4aa3ff"/>
        <rect x="240" y="170" width="120" height="60" rx="10" fill="#b0b6bd"/>
        <rect x="225" y="225" width="150" height="280" rx="26" fill="${color}"/>
        <rect x="245" y="300" width="110" height="120" rx="10" fill="${light}"/>
        ${text(352, 18, label, dark)}${text(382, 15, line, dark)}`;
    case 'cutter':
      room = 360;
      return `<rect x="110" y="250" width="380" height="110" rx="55" fill="${color}"/>
        <circle cx="300" cy="305" r="38" fill="#f4efe8" stroke="#c7ccd1" stroke-width="8"/>
        <rect x="120" y="262" width="120" height="86" rx="43" fill="${dark}"/>
        <rect x="360" y="262" width="120" height="86" rx="43" fill="${dark}"/>
        ${text(430, 26, label, dark)}${text(466, 20, line, dark)}`;
    case 'humidor':
      room = 280;
      return `<rect x="100" y="170" width="400" height="80" rx="12" fill="${shade(color, -0.1)}"/>
        <rect x="100" y="250" width="400" height="210" rx="8" fill="${color}"/>
        <rect x="100" y="244" width="400" height="12" fill="${dark}"/>
        <circle cx="300" cy="210" r="26" fill="#f4efe8" stroke="#c9a227" stroke-width="6"/>
        <line x1="300" y1="210" x2="314" y2="196" stroke="${dark}" stroke-width="4"/>
        <rect x="150" y="300" width="300" height="100" rx="10" fill="${light}"/>
        ${text(342, 24, label, dark)}${text(376, 18, line, dark)}`;
  }
}

function productSvg(kind: ImageKind, color: string, brand: string, line: string, variant: 1 | 2): string {
  const background =
    variant === 1
      ? '<rect width="600" height="600" fill="#f6f1ea"/><ellipse cx="300" cy="520" rx="220" ry="26" fill="#000" opacity="0.08"/>'
      : `<rect width="600" height="600" fill="${shade(color, 0.85)}"/><circle cx="470" cy="120" r="90" fill="${shade(color, 0.6)}"/>`;
  const transform = variant === 2 ? ' transform="rotate(-6 300 300)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">${background}<g${transform}>${drawing(kind, color, brand, line)}</g></svg>\n`;
}

function logoSvg(name: string, code: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200">
  <rect width="300" height="200" fill="#ffffff"/>
  <circle cx="150" cy="78" r="52" fill="${color}"/><circle cx="150" cy="78" r="44" fill="none" stroke="#c9a227" stroke-width="3"/>
  <text x="150" y="90" font-family="Georgia, serif" font-size="32" fill="#ffffff" text-anchor="middle">${escapeXml(code)}</text>
  <text x="150" y="168" font-family="Georgia, serif" font-size="24" fill="${shade(color, -0.3)}" text-anchor="middle">${escapeXml(name)}</text>
</svg>\n`;
}

function bannerSvg(
  width: number,
  height: number,
  from: string,
  to: string,
  words?: { title: string; subtitle: string },
): string {
  const cigars = [0, 1, 2]
    .map((i) =>
      cigar(width * 0.58 + i * 30, height * 0.45 + i * 38, width * 0.34, i === 1 ? '#5e3519' : '#7b4a26'),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${
    words
      ? `<text x="${width * 0.06}" y="${height * 0.45}" font-family="Georgia, serif" font-size="${Math.round(height / 9)}" fill="#ffffff">${escapeXml(words.title)}</text>
  <text x="${width * 0.06}" y="${height * 0.62}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height / 18)}" fill="#f3e3c3">${escapeXml(words.subtitle)}</text>`
      : ''
  }
  ${cigars}
</svg>\n`;
}

/** A 400×400 PNG: a grey frame with a picture symbol, for products and brands without an image. */
function noImagePng(size = 400): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      let c = 0xf0;
      const inFrame = u > 0.25 && u < 0.75 && v > 0.3 && v < 0.7;
      const onBorder = inFrame && (u < 0.265 || u > 0.735 || v < 0.315 || v > 0.685);
      const sun = (u - 0.62) ** 2 + (v - 0.4) ** 2 < 0.035 ** 2;
      const hill = inFrame && v > 0.68 - (0.3 - Math.abs(u - 0.42)) * 0.9 && v < 0.685;
      if (onBorder || sun || hill) c = 0xb4;
      raw.fill(c, row + 1 + x * 3, row + 4 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function writeIfMissing(file: string, content: string | Buffer): Promise<boolean> {
  try {
    await access(file);
    return false;
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    return true;
  }
}

/** Writes every seed picture that is not there yet; returns how many were written. */
export async function writeSeedImages(storageDir: string): Promise<number> {
  const colors = new Map(seedBrands.map((brand) => [brand.name, brand.color]));
  const jobs: [string, string | Buffer][] = [[path.join(storageDir, 'no-image.png'), noImagePng()]];
  seedProducts.forEach((product, index) => {
    const { images } = productCodes(product, index);
    const kind = imageKind(product.category, product.name);
    const line = product.name
      .replace(product.brand, '')
      .replace(/\(.*\)/, '')
      .trim()
      .split(' ')
      .slice(0, 3)
      .join(' ');
    const color = colors.get(product.brand) ?? '#6b4f3a';
    images.forEach((file, i) => {
      jobs.push([
        path.join(storageDir, 'products', file),
        productSvg(kind, color, product.brand, line, i === 0 ? 1 : 2),
      ]);
    });
  });
  for (const brand of seedBrands) {
    jobs.push([
      path.join(storageDir, 'brands', `${brand.code.toLowerCase()}.svg`),
      logoSvg(brand.name, brand.code, brand.color),
    ]);
  }
  // The slides and the footer banner carry no words: the storefront sets their headline over them.
  for (const slide of seedBanners.sliders) {
    jobs.push([
      path.join(storageDir, 'banners', slide.image),
      bannerSvg(1600, 550, slide.colors[0], slide.colors[1]),
    ]);
  }
  jobs.push(
    [
      path.join(storageDir, 'banners', seedBanners.promo.image),
      bannerSvg(1200, 400, '#24504f', '#7a3b16', {
        title: 'Casa Verano Premium Cigars',
        subtitle: 'New vintage in stock. Shop the collection',
      }),
    ],
    [path.join(storageDir, 'banners', seedBanners.footer.image), bannerSvg(1600, 300, '#2c1a0e', '#5c3a1e')],
  );
  let written = 0;
  for (const [file, content] of jobs) if (await writeIfMissing(file, content)) written++;
  return written;
}
