export * from "./content";
export * from "./customers";
export * from "./system";
