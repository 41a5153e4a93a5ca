import { ComingSoon } from '../../../components/layout';

/** /admin/edit/product/:productId — a leftover of the old product, kept as a route. */
export function ProductEditPage() {
  return <ComingSoon title="Edit product" description="Product records are not part of Kisa; this admin route is kept so old bookmarks land somewhere." />;
}
