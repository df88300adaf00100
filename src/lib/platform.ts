/**
 * The platform's name, as core/format has it. Pages and the frame take it from here: core/format
 * would bring every formatter into the entry chunk.
 */
export const PLATFORM_NAME = '码芽';
