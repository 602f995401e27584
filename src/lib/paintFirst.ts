/**
 * The storefront's pages run their scripts once the page is painted (src/pages/_document.tsx, PaintFirstHead): the
 * page's script files are listed in a JSON block and preloaded at low priority, and this inline script, the one the
 * page's policy allows by its hash (src/lib/csp.ts), adds them to the document, in order, once:
 * - the page is parsed (Next reads its data at the end of the body),
 * - the first contentful paint has happened (a Paint Timing entry),
 * - the page's main image in view (Next's `fetchpriority="high"` images) is in, and two more frames have passed (it is
 *   painted);
 * or at once when the buyer presses, taps or types, and after 3 s at the latest (a hidden or prerendered tab paints
 * nothing; an image may never come).
 *
 * Why: a deferred script runs as soon as the page is parsed and its stylesheet is in, which on a fast connection is
 * before the first paint, so the first paint (and the largest one) waited for the whole JavaScript to be evaluated;
 * painted first, the page shows its content as soon as its HTML, styles and main image are in (decision record 0013).
 */
export const SCRIPT_LIST_ID = '__next_scripts'

/** Kept in ES5 and small: it runs before anything else, in every browser. */
export const SCRIPT_LOADER = [
  '(function(d,w){',
  `var l=JSON.parse(d.getElementById('${SCRIPT_LIST_ID}').textContent),t,e=['pointerdown','keydown','touchstart'],i;`,
  "function go(){if(t)return;t=1;for(var k=0;k<e.length;k++)w.removeEventListener(e[k],go,true);for(var j=0;j<l.length;j++){var s=d.createElement('script');s.src=l[j];s.async=false;d.head.appendChild(s)}}",
  'function frames(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(go)})})}',
  "function images(){var a=d.querySelectorAll('img[fetchpriority=high]'),n=0;function one(){if(--n===0)frames()}",
  "for(var k=0;k<a.length;k++){var b=a[k].getBoundingClientRect();if(!a[k].complete&&b.bottom>0&&b.top<w.innerHeight){n++;a[k].addEventListener('load',one);a[k].addEventListener('error',one)}}",
  'if(n===0)frames()}',
  "function painted(){try{var o=new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();images()}});o.observe({type:'paint',buffered:true})}catch(_){images()}}",
  'for(i=0;i<e.length;i++)w.addEventListener(e[i],go,true);',
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted();setTimeout(go,3000)",
  '})(document,window)',
].join('')
