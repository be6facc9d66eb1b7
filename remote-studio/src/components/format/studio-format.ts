export * from '@cloudfit/shared/ui/format/studio-format';
