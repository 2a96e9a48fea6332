import { createContext, useContext } from 'react';

/**
 * The HTTP status of a page the server renders: 200 unless a page says otherwise while it renders
 * (Not Found says 404). One object per server render; in the browser nobody reads it.
 */
export class RenderStatus {
  code = 200;
  set(code: number): void {
    this.code = code;
  }
}
export const RenderStatusContext = createContext<RenderStatus>(new RenderStatus());

/** Called while rendering: the server answers this page with `code`. */
export function useRenderStatus(code: number): void {
  useContext(RenderStatusContext).set(code);
}
