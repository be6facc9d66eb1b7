export * from './core';
export * from './studio';
