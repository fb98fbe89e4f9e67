// The typed client of Pointeo's public API (/api/v1), generated from its OpenAPI document: issue 31.
export {};
