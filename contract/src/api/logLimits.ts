/** Log shipping limits as plain values (no schemas): the renderer's log shipper runs on the login page. */

/** Header naming the browser logger whose entries a log-shipping call carries. */
export const LOGGER_NAME_HEADER = 'x-logger-name';
export const LOG_SHIPPING_MAX_ENTRIES = 50;
export const LOG_MESSAGE_MAX = 4000;
