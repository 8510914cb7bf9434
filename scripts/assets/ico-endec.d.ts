// The package ships no types; this is the part of its API that scripts/assets/brand-images.ts and its test use.
// It is a CommonJS module (module.exports), which Node hands to an import as its default export.
declare module 'ico-endec' {
  type IconEntry = { width: number; height: number; imageType: 'png' | 'bmp'; imageData: Buffer };
  const icoEndec: { encode(images: Buffer[]): Buffer; decode(ico: Buffer): IconEntry[] };
  export = icoEndec;
}
