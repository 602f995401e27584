/** The shipments of the buyer's orders: what the order routes show of them (issue 34 item 1). */
export { shippingView } from './view'
