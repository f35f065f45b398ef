import { services, toServiceCard } from "../services";

/** The loader of the pages listing the six services' cards (their whole content stays on the server). */
export const serviceCardsLoader = () => ({ services: services.map(toServiceCard) });
