import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [a, b] = process.argv.slice(2).map((f) => readFileSync(f).toString('base64'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
const result = await page.evaluate(async ([a, b]) => {
  const load = (s) => new Promise((r) => { const i = new Image(); i.onload = () => r(i); i.src = 'data:image/png;base64,' + s; });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const data = (i) => { const c = document.createElement('canvas'); c.width = i.width; c.height = i.height; const x = c.getContext("2d"); x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
  const da = data(ia), db = data(ib); let n = 0; let minx = 1e9, miny = 1e9, maxx = -1, maxy = -1;
  for (let p = 0; p < da.length; p += 4) if (da[p] !== db[p] || da[p+1] !== db[p+1] || da[p+2] !== db[p+2]) { n++; const x = (p/4) % ia.width, y = Math.floor(p/4/ia.width); minx=Math.min(minx,x);miny=Math.min(miny,y);maxx=Math.max(maxx,x);maxy=Math.max(maxy,y); }
  return { n, box: [minx, miny, maxx, maxy] };
}, [a, b]);
console.log(result);
await browser.close();
