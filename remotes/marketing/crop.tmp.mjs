import sharp from 'sharp';

const [, , file, top, height, out] = process.argv;
const img = sharp(file);
const meta = await img.metadata();
await sharp(file)
  .extract({ left: 0, top: +top, width: meta.width, height: Math.min(+height, meta.height - top) })
  .toFile(out);
console.log(meta.width, meta.height);
