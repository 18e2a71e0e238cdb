/*
 * The dealer parts portal's fixed texts and rules without the schema library, for the pages' first screen.
 * dealer.ts re-exports them, so `@claims/contracts` offers both.
 */

/** The one demo dealer credential pair, shown on the dealer login as demo credentials. */
export const demoDealerCredentials = { email: 'dealer@demo.local', password: 'parts2024' } as const;

export const dealerMessages = {
  authenticationRequired: 'Authentication Required',
  authenticationRequiredDescription: 'Please sign in to access the dealer portal',
  accessDenied: 'Access Denied',
  accessDeniedDescription: 'Only technicians can access the dealer portal',
  invalidCredentials: 'Invalid Credentials',
  invalidCredentialsDescription: 'Please use the demo credentials',
  emptyCart: 'Empty Cart',
  emptyCartDescription: 'Add parts to the cart before ordering',
  noCaseSelected: 'No Case Selected',
  noCaseSelectedDescription: 'Please select a case to order parts for',
  orderFailed: 'Order Failed',
  orderPlaced: 'Order Placed!',
  addedToCart: 'Added to Cart',
} as const;

/** Days from ordering to the estimated delivery (calendar days in America/Chicago). */
export const partsDeliveryDays = 3;

export const partsOrderStatuses = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type PartsOrderStatus = (typeof partsOrderStatuses)[number];

/**
 * Whether `userId` may cancel an order as the technician who placed it (a part ordered by mistake): only while it is
 * pending, before the dealer ships it. Admins make every move of `partsOrderTransitions`.
 */
export const mayCancelOwnOrder = (order: { status: PartsOrderStatus; orderedBy: string }, userId: string) =>
  order.status === 'pending' && order.orderedBy === userId;

/** Admin moves of a parts order; cancelling puts the parts back in stock. */
export const partsOrderTransitions: Record<PartsOrderStatus, readonly PartsOrderStatus[]> = {
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
