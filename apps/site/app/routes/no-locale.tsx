/** Never renders: the root middleware redirects every path without a valid locale prefix. */
export function loader(): never {
  throw new Response('Not Found', { status: 404 });
}

export default function NoLocale() {
  return null;
}
