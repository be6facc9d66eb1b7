export * from './core';
export * from './studio';
export * from './releases';
