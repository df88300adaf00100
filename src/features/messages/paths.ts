/** SPEC.md §2: the named route message_index. */
export const MESSAGE_ROUTE_ID = 'message_index';
export const MESSAGE_PATH = '/message';
