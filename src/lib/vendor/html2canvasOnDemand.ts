/**
 * Stands in for `html2canvas` in the chart chunk (webpack.config.ts aliases it here). The charts'
 * rendering engine imports it only to turn a chart into a picture, which the app never asks for; it
 * was an eighth of the radar chart's chunk. If it is ever called, the real library loads then.
 */
import type Html2CanvasModule from 'html2canvas';

type Html2Canvas = typeof Html2CanvasModule;

const html2canvasOnDemand: Html2Canvas = async (...args) => {
  const { default: html2canvas } = await import(
    /* webpackChunkName: "html2canvas" */ 'html2canvas/dist/html2canvas.esm.js'
  );
  return html2canvas(...args);
};

export default html2canvasOnDemand;
