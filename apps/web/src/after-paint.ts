/**
 * The first script of a page the server rendered (ADR 048), an entry of its own with no imports. The page
 * reads without the app, so the app's modules wait in an inert `<template data-after-paint>` until the
 * browser has painted what the server sent: the phone's bandwidth and CPU go to the HTML, its fonts and its
 * LCP image first. Then the template's module preloads go into the head and the app's entry is imported,
 * all fetched together.
 */
const template = document.querySelector<HTMLTemplateElement>('template[data-after-paint]');
const entry = template?.dataset.entry;

/** After the first contentful paint's frame; after the next frame where paint timing is not observable. */
function afterFirstPaint(then: () => void) {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return nextFrame();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    nextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (template && entry)
  afterFirstPaint(() => {
    document.head.append(template.content);
    void import(/* @vite-ignore */ entry);
  });
