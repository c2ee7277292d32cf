import { createContext } from 'react';

/** The error message of one control, for the frame drawn with the control's input id. */
export interface ControlErrorsValue {
  id: string;
  message: string;
}

/**
 * The errors of the control being drawn, as its `withControlProps` wrapper worked them out (the text of its `errors`
 * prop). Its frame reads them from here, so a control whose errors show only in its frame is not re-rendered when they
 * change: only the frame is.
 */
export const ControlErrors = createContext<ControlErrorsValue | undefined>(undefined);
