import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers above 1 KB in brotli (quality 4, the plugin's default: 11 costs too much per request) or
 * gzip, by Accept-Encoding. Text, JSON, JavaScript and SVG only: images, archives and uploads are
 * compressed already, and event streams must not be buffered. Request bodies are not decompressed:
 * no client sends them compressed, and it would be one more way in for an oversized body.
 */
export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[/+]javascript(?:;|$)|^image\/svg\+xml(?:;|$)|[+/]xml(?:;|$)/,
  globalDecompression: false,
};
