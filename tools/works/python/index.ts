/**
 * The programs of the demo school's Python works, by title (server/db/seed/works/catalogue.ts
 * lists the titles; tools/works/generate.ts writes each to public/works/python/). They run in the
 * browser's Python with our own turtle module.
 */
import { turtleDrawings } from './drawings';
import { textPrograms } from './programs';

export const pythonWorks: Record<string, string> = { ...turtleDrawings, ...textPrograms };
