/** Rows of four, three and two cards stay full at each of these (works.css); the server takes ≤ 50. */
export const GALLERY_PAGE_SIZES = [12, 24, 48];
