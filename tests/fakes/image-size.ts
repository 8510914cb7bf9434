/** The size an image says it has: a PNG's header or an SVG's width and height; 1x1 when it says none. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString() === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const svg = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(bytes.toString('utf8', 0, 2_000));
  return svg ? { width: Number(svg[1]), height: Number(svg[2]) } : { width: 1, height: 1 };
}
