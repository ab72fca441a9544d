import { createInkOutline } from '@boda/contract';
import { getStroke } from 'perfect-freehand';

/** The contract's ink drawing bound to perfect-freehand (the renderer binds the same, so both draw alike). */
export const { strokeOutline, strokePath, pageInkToSvg } = createInkOutline(getStroke);
