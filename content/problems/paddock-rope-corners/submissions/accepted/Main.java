import java.io.*;
import java.util.*;

public class Main {
    static long cross(long ox, long oy, long ax, long ay, long bx, long by) {
        return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[][] pts = new long[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken(); pts[i][0] = (long) in.nval;
            in.nextToken(); pts[i][1] = (long) in.nval;
        }
        Arrays.sort(pts, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        long[][] hull = new long[2 * n][];
        int k = 0;
        for (int i = 0; i < n; i++) {
            while (k >= 2 && cross(hull[k - 2][0], hull[k - 2][1], hull[k - 1][0], hull[k - 1][1], pts[i][0], pts[i][1]) <= 0) k--;
            hull[k++] = pts[i];
        }
        for (int i = n - 2, t = k + 1; i >= 0; i--) {
            while (k >= t && cross(hull[k - 2][0], hull[k - 2][1], hull[k - 1][0], hull[k - 1][1], pts[i][0], pts[i][1]) <= 0) k--;
            hull[k++] = pts[i];
        }
        int h = k - 1;
        long twice = 0;
        for (int i = 0; i < h; i++) twice += hull[i][0] * hull[i + 1][1] - hull[i + 1][0] * hull[i][1];
        System.out.println(h + "\n" + (twice / 2) + (twice % 2 == 1 ? ".5" : ".0"));
    }
}
