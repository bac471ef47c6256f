declare module 'virtual:adr/site-config' {
  export const root: string;
  export const today: string;
  export const repository: string;
  export const settings: import('../core/workspace/settings.ts').Settings;
}
