/** The dereferenced asset of an image field, as the queries project it. */
type Asset = {
  _id?: unknown;
  url?: unknown;
  title?: unknown;
  description?: unknown;
  width?: unknown;
  height?: unknown;
};

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An image asset in the neutral description's input shape; undefined when it has no http(s) URL. */
export function assetImage(value: unknown) {
  const asset = (value ?? {}) as Asset;
  const url = str(asset.url);
  if (!/^https?:\/\//.test(url)) return undefined;
  const size =
    typeof asset.width === 'number' && typeof asset.height === 'number'
      ? { width: asset.width, height: asset.height }
      : {};
  return { url, title: str(asset.title), description: str(asset.description), ...size };
}
