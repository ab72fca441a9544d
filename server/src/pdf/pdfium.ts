import { PDFiumModule } from '@hyzyla/pdfium';
import { PDF_LIMITS, PdfRejectedError } from './limits';

/*
 * PDFium (wasm, via @hyzyla/pdfium) driven through its C API directly: the wrapper's classes hide the
 * calls this engine needs (page size without loading the page, the security handler, render flags),
 * so only its module loader is used. Runs inside the pdf worker thread; its wasm memory dies with it.
 */

/** The C functions used here, as the emscripten module exposes them. */
interface Pdfium {
  _FPDF_InitLibraryWithConfig(config: number): void;
  _FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  _FPDF_GetLastError(): number;
  _FPDF_CloseDocument(doc: number): void;
  _FPDF_GetPageCount(doc: number): number;
  _FPDF_GetSecurityHandlerRevision(doc: number): number;
  _FPDF_GetPageSizeByIndexF(doc: number, index: number, size: number): number;
  _FPDF_LoadPage(doc: number, index: number): number;
  _FPDF_ClosePage(page: number): void;
  _FPDF_GetPageWidthF(page: number): number;
  _FPDF_GetPageHeightF(page: number): number;
  _FPDFBitmap_CreateEx(width: number, height: number, format: number, buffer: number, stride: number): number;
  _FPDFBitmap_FillRect(bitmap: number, left: number, top: number, width: number, height: number, color: number): void;
  _FPDFBitmap_GetBuffer(bitmap: number): number;
  _FPDFBitmap_Destroy(bitmap: number): void;
  _FPDF_RenderPageBitmap(bitmap: number, page: number, x: number, y: number, w: number, h: number, rotate: number, flags: number): void;
  _FPDFPage_CountObjects(page: number): number;
  _FPDFPage_GetObject(page: number, index: number): number;
  _FPDFFormObj_CountObjects(form: number): number;
  _FPDFFormObj_GetObject(form: number, index: number): number;
  _FPDFPageObj_GetType(object: number): number;
  _FPDFPageObj_GetBounds(object: number, left: number, bottom: number, right: number, top: number): number;
  wasmExports: { malloc(size: number): number; free(ptr: number): void };
  HEAPU8: Uint8Array;
  HEAPF32: Float32Array;
}

const FPDF_ERR_PASSWORD = 4;
const FPDF_ERR_SECURITY = 5;
/** FPDF_ANNOT: draw annotations (stamps, ink) as a viewer would; no LCD text, whose colour fringes cost bytes. */
const RENDER_FLAGS = 0x01 | 0x10; // FPDF_ANNOT | FPDF_REVERSE_BYTE_ORDER (RGB, as sharp reads it)
/** FPDFBitmap_BGR: 3 bytes a pixel, no alpha (pages are drawn on white). */
const BITMAP_BGR = 2;
/** FPDF_PAGEOBJ_IMAGE and FPDF_PAGEOBJ_FORM (a form XObject: objects drawn as a group). */
const OBJECT_IMAGE = 3;
const OBJECT_FORM = 5;
/** Form XObjects nest; deeper than this is not a textbook's page (and not worth walking). */
const MAX_FORM_DEPTH = 8;

/** RGB pixels of a rendered page, and how much of the page raster images (photos, scans) cover. */
export interface RenderedPixels {
  data: Buffer;
  width: number;
  height: number;
  /** Area of the page's image objects over the page's area, 0..1 (overlaps counted twice, capped at 1). */
  imageShare: number;
}

let loading: Promise<Pdfium> | null = null;

function pdfium(): Promise<Pdfium> {
  loading ??= (PDFiumModule as unknown as () => Promise<Pdfium>)().then((module) => {
    module._FPDF_InitLibraryWithConfig(0);
    return module;
  });
  return loading;
}

export interface PageSize {
  width: number;
  height: number;
}

/** One opened document: checked against the limits, closed with `close()` (frees its wasm memory). */
export class PdfiumDocument {
  private constructor(
    private readonly module: Pdfium,
    private readonly doc: number,
    private readonly dataPtr: number,
    readonly pageCount: number,
  ) {}

  /** Opens PDF bytes, refusing encrypted, broken and over-limit documents (PdfRejectedError). */
  static async open(bytes: Uint8Array): Promise<PdfiumDocument> {
    const module = await pdfium();
    const dataPtr = module.wasmExports.malloc(bytes.length);
    if (!dataPtr) throw new PdfRejectedError('too-large', 'The PDF does not fit in memory.');
    module.HEAPU8.set(bytes, dataPtr);
    const doc = module._FPDF_LoadMemDocument(dataPtr, bytes.length, 0);
    if (!doc) {
      const error = module._FPDF_GetLastError();
      module.wasmExports.free(dataPtr);
      if (error === FPDF_ERR_PASSWORD || error === FPDF_ERR_SECURITY) {
        throw new PdfRejectedError('encrypted', 'The PDF is encrypted or password protected.');
      }
      throw new PdfRejectedError('broken', `The PDF cannot be read (PDFium error ${error}).`);
    }
    const opened = new PdfiumDocument(module, doc, dataPtr, module._FPDF_GetPageCount(doc));
    try {
      opened.checkLimits();
    } catch (err) {
      opened.close();
      throw err;
    }
    return opened;
  }

  private checkLimits(): void {
    // Any security handler, even an owner password only (which opens without asking): the upload
    // rule refuses encrypted PDFs, and a later viewer might not open it.
    if (this.module._FPDF_GetSecurityHandlerRevision(this.doc) !== -1) {
      throw new PdfRejectedError('encrypted', 'The PDF is encrypted.');
    }
    if (this.pageCount < 1) throw new PdfRejectedError('broken', 'The PDF has no pages.');
    if (this.pageCount > PDF_LIMITS.maxPages) {
      throw new PdfRejectedError('too-many-pages', `The PDF has ${this.pageCount} pages (at most ${PDF_LIMITS.maxPages}).`);
    }
    for (let index = 0; index < this.pageCount; index++) {
      const { width, height } = this.pageSize(index);
      if (!(width > 0 && height > 0)) throw new PdfRejectedError('broken', `Page ${index + 1} has no size.`);
      if (Math.max(width, height) > PDF_LIMITS.maxPagePoints) {
        throw new PdfRejectedError(
          'page-too-large',
          `Page ${index + 1} is ${Math.round(width)} x ${Math.round(height)} points (at most ${PDF_LIMITS.maxPagePoints}).`,
        );
      }
    }
  }

  /** Page size in points, read from the page tree without loading the page's content. */
  pageSize(index: number): PageSize {
    const sizePtr = this.module.wasmExports.malloc(8);
    try {
      if (!this.module._FPDF_GetPageSizeByIndexF(this.doc, index, sizePtr)) return { width: 0, height: 0 };
      const at = sizePtr >> 2;
      return { width: this.module.HEAPF32[at], height: this.module.HEAPF32[at + 1] };
    } finally {
      this.module.wasmExports.free(sizePtr);
    }
  }

  /** Renders one page (0-based) to RGB pixels (3 channels, rows packed) on white, scaled so its long edge is `longEdgePx`. */
  renderPage(index: number, longEdgePx: number): RenderedPixels {
    const page = this.module._FPDF_LoadPage(this.doc, index);
    if (!page) throw new PdfRejectedError('broken', `Page ${index + 1} cannot be read.`);
    let bitmap = 0;
    try {
      const pointsWide = this.module._FPDF_GetPageWidthF(page);
      const pointsHigh = this.module._FPDF_GetPageHeightF(page);
      const scale = longEdgePx / Math.max(pointsWide, pointsHigh);
      const width = Math.max(1, Math.round(pointsWide * scale));
      const height = Math.max(1, Math.round(pointsHigh * scale));
      const stride = width * 3;
      bitmap = this.module._FPDFBitmap_CreateEx(width, height, BITMAP_BGR, 0, stride);
      if (!bitmap) throw new PdfRejectedError('page-too-large', `Page ${index + 1} does not fit in memory.`);
      this.module._FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
      this.module._FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_FLAGS);
      const start = this.module._FPDFBitmap_GetBuffer(bitmap);
      // A copy out of the wasm heap: the heap may grow (and move) on the next page.
      const data = Buffer.from(this.module.HEAPU8.subarray(start, start + stride * height));
      const imageShare = Math.min(1, this.imageArea(page) / (pointsWide * pointsHigh));
      return { data, width, height, imageShare };
    } finally {
      if (bitmap) this.module._FPDFBitmap_Destroy(bitmap);
      this.module._FPDF_ClosePage(page);
    }
  }

  /** Square points of a loaded page's image objects, including those inside form XObjects. */
  private imageArea(page: number): number {
    const m = this.module;
    const bounds = m.wasmExports.malloc(16);
    const area = (object: number): number => {
      if (!m._FPDFPageObj_GetBounds(object, bounds, bounds + 4, bounds + 8, bounds + 12)) return 0;
      const at = bounds >> 2;
      return Math.max(0, m.HEAPF32[at + 2] - m.HEAPF32[at]) * Math.max(0, m.HEAPF32[at + 3] - m.HEAPF32[at + 1]);
    };
    const walk = (count: number, objectAt: (i: number) => number, depth: number): number => {
      let sum = 0;
      for (let i = 0; i < count; i++) {
        const object = objectAt(i);
        const type = m._FPDFPageObj_GetType(object);
        if (type === OBJECT_IMAGE) sum += area(object);
        else if (type === OBJECT_FORM && depth < MAX_FORM_DEPTH) {
          sum += walk(m._FPDFFormObj_CountObjects(object), (j) => m._FPDFFormObj_GetObject(object, j), depth + 1);
        }
      }
      return sum;
    };
    try {
      return walk(m._FPDFPage_CountObjects(page), (i) => m._FPDFPage_GetObject(page, i), 0);
    } finally {
      m.wasmExports.free(bounds);
    }
  }

  close(): void {
    this.module._FPDF_CloseDocument(this.doc);
    this.module.wasmExports.free(this.dataPtr);
  }
}
