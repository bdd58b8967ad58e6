export const ordersPath = '/me/orders';
export const orderPath = (id: string) => `/me/orders/${id}`;
export const paymentResultPath = (orderId: string) => `/payment/result?orderId=${encodeURIComponent(orderId)}`;
