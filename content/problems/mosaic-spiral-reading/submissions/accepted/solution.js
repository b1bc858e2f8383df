const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);

const [r, c] = [Number(data[0]), Number(data[1])];
const g = data.slice(2, 2 + r);
let [top, bottom, left, right] = [0, r - 1, 0, c - 1];
const out = [];
while (top <= bottom && left <= right) {
  for (let j = left; j <= right; j++) out.push(g[top][j]); // top row, left to right
  for (let i = top + 1; i <= bottom; i++) out.push(g[i][right]); // right column, downwards
  if (top < bottom && left < right) {
    // a second row and a second column are left
    for (let j = right - 1; j >= left; j--) out.push(g[bottom][j]); // bottom row, right to left
    for (let i = bottom - 1; i > top; i--) out.push(g[i][left]); // left column, upwards
  }
  top++;
  bottom--;
  left++;
  right--;
}
console.log(out.join(''));
