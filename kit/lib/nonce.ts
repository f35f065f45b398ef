import { createContext, useContext } from "react";

/** The CSP nonce of the current response, given to every inline script React Router renders. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
