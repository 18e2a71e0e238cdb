import { z } from 'zod';
import { partsOrderStatuses } from './dealer-rules';

/*
 * The dealer parts portal: the demo dealer's login, its catalog (stock kept by the server) and parts orders for a case.
 */

export {
  dealerMessages,
  demoDealerCredentials,
  mayCancelOwnOrder,
  partsDeliveryDays,
  partsOrderStatuses,
  partsOrderTransitions,
  type PartsOrderStatus,
} from './dealer-rules';

export const dealerLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type DealerLoginBody = z.input<typeof dealerLoginBodySchema>;
export const dealerLoginResponseSchema = z.object({ dealer: z.string() });

export const dealerPartSchema = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  category: z.string(),
  /** Integer cents. */
  priceCents: z.number().int(),
  stock: z.number().int(),
  description: z.string(),
});
export type DealerPart = z.infer<typeof dealerPartSchema>;

export const dealerPartListSchema = z.object({ items: z.array(dealerPartSchema) });
export type DealerPartList = z.infer<typeof dealerPartListSchema>;

export const partsOrderStatusSchema = z.enum(partsOrderStatuses);

export const cartLineSchema = z.object({
  partId: z.string().min(1).max(64),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(999, 'Quantity must be at most 999'),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** `POST /api/trial/cases/:id/parts-orders`: the cart, for that case. */
export const placePartsOrderBodySchema = z.object({
  lines: z
    .array(cartLineSchema)
    .min(1, 'The cart is empty')
    .max(50, 'At most 50 lines per order')
    .refine(
      (lines) => new Set(lines.map((line) => line.partId)).size === lines.length,
      'Each part once per order',
    ),
});
export type PlacePartsOrderBody = z.infer<typeof placePartsOrderBodySchema>;

export const partsOrderLineSchema = z.object({
  partId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});
export type PartsOrderLine = z.infer<typeof partsOrderLineSchema>;

export const partsOrderSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  parts: z.array(partsOrderLineSchema),
  totalCents: z.number().int(),
  status: partsOrderStatusSchema,
  /** Calendar day (YYYY-MM-DD) in America/Chicago. */
  estimatedDelivery: z.string(),
  orderedBy: z.string(),
  orderedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartsOrder = z.infer<typeof partsOrderSchema>;

export const partsOrderListSchema = z.object({ items: z.array(partsOrderSchema) });
export type PartsOrderList = z.infer<typeof partsOrderListSchema>;

export const partsOrderParamsSchema = z.object({
  orderId: z.string().regex(/^[0-9a-f]{24}$/i, 'Order not found'),
});
export const partsOrderStatusBodySchema = z.object({ status: partsOrderStatusSchema });
