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
 * Until the page is hydrated the loader also keeps what the buyer did: the fields typed in before their part of the page
 * is hydrated (React keeps their text but not in its state), a form sent before then (the browser would send it
 * itself, as a GET of the page with its fields in the address: a password included) and the last button pressed
 * (nothing listens to it yet). `takeOver` (below) hands them to React as each part is hydrated: the text as an input
 * event, the press as a click once the application is hydrated, the form sent again once its fields are React's.
 *
 * Why: a deferred script runs as soon as the page is parsed and its stylesheet is in, which on a fast connection is
 * before the first paint, so the first paint (and the largest one) waited for the whole JavaScript to be evaluated;
 * painted first, the page shows its content as soon as its HTML, styles and main image are in (decision record 0013).
 */
export const SCRIPT_LIST_ID = '__next_scripts'

/** Kept in ES5 and small: it runs before anything else, in every browser. */
export const SCRIPT_LOADER = [
  '(function(d,w){',
  'var p=w.__paintFirst={typed:[],held:null,clicked:null,hydrated:false};',
  "function own(x){return!!Object.getOwnPropertyDescriptor(x,'value')}",
  "function field(x){return!!x&&(x.tagName==='INPUT'||x.tagName==='TEXTAREA')&&x.type!=='checkbox'&&x.type!=='radio'&&x.type!=='file'}",
  "w.addEventListener('input',function(v){var x=v.target;if(field(x)&&!own(x)&&p.typed.indexOf(x)<0)p.typed.push(x)},true);",
  "w.addEventListener('click',function(v){if(p.hydrated)return;var b=v.target&&v.target.closest?v.target.closest('button'):null;if(!b||b.disabled||(b.type==='submit'&&b.form))return;v.preventDefault();v.stopImmediatePropagation();p.clicked=b;go()},true);",
  "w.addEventListener('submit',function(v){var f=v.target,h=!p.hydrated;for(var k=0;!h&&k<p.typed.length;k++)if(f.contains(p.typed[k])&&!own(p.typed[k]))h=1;if(h){v.preventDefault();v.stopImmediatePropagation();p.held={form:f,submitter:v.submitter||null};go()}},true);",
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

/** What the loader keeps for React until the page is hydrated (`window.__paintFirst`). */
type PaintFirstState = {
  typed: (HTMLInputElement | HTMLTextAreaElement)[]
  held: { form: HTMLFormElement; submitter: HTMLElement | null } | null
  clicked: HTMLButtonElement | null
  hydrated: boolean
}
declare global {
  interface Window {
    __paintFirst?: PaintFirstState
  }
}

/**
 * A field is React's once hydrated: React watches its value with a `value` property of the element itself (its value
 * tracker), where an element not yet hydrated only has the one of its prototype.
 */
const isHydratedField = (el: Element): boolean => Object.getOwnPropertyDescriptor(el, 'value') !== undefined
/**
 * Gives React the text typed in a field before its hydration: React's tracker is set back to the server's value, the
 * text put back without it, and an input event lets React see the change (its onChange runs as if the buyer typed).
 */
function replayTyped(el: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = el.value
  if (typed === el.defaultValue) return
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set
  if (!nativeSetter) return
  el.value = el.defaultValue
  nativeSetter.call(el, typed)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Called once a part of the page is hydrated (`root`: the application itself, src/pages/_app.tsx; otherwise each
 * HydrateLater boundary): replays the text typed in its fields, then sends again the form held by the loader once
 * the fields typed in before are React's.
 */
export function takeOver(root = false): void {
  const state = typeof window === 'undefined' ? undefined : window.__paintFirst
  if (!state) return
  if (root) state.hydrated = true
  state.typed = state.typed.filter((el) => {
    if (!el.isConnected) return false
    if (!isHydratedField(el)) return true
    replayTyped(el)
    return false
  })
  const clicked = state.clicked
  if (clicked && state.hydrated) {
    state.clicked = null
    // React's now (a part not hydrated yet is hydrated by React for the click)
    setTimeout(() => {
      if (clicked.isConnected) clicked.click()
    })
  }
  const held = state.held
  if (!held || !state.hydrated) return
  // a field of the form typed in before and not React's yet: its boundary is still to hydrate (its text is replayed
  // then); fields React never renders (a captcha widget's, a payment form's) are not waited for
  if (state.typed.some((el) => held.form.contains(el))) return
  state.held = null
  const submitter =
    (held.submitter instanceof HTMLButtonElement || held.submitter instanceof HTMLInputElement) &&
    held.submitter.type === 'submit' &&
    held.submitter.form === held.form
      ? held.submitter
      : undefined
  // in a task of its own: the text just replayed is rendered first (the form's handler reads the state it renders)
  setTimeout(() => {
    if (held.form.isConnected) held.form.requestSubmit(submitter)
  })
}
