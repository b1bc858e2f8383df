import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        String[] g = new String[r];
        for (int i = 0; i < r; i++) g[i] = in.readLine().trim();
        int top = 0, bottom = r - 1, left = 0, right = c - 1;
        StringBuilder out = new StringBuilder();
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) out.append(g[top].charAt(j)); // top row, left to right
            for (int i = top + 1; i <= bottom; i++) out.append(g[i].charAt(right)); // right column, downwards
            if (top < bottom && left < right) { // a second row and a second column are left
                for (int j = right - 1; j >= left; j--) out.append(g[bottom].charAt(j)); // bottom row, right to left
                for (int i = bottom - 1; i > top; i--) out.append(g[i].charAt(left)); // left column, upwards
            }
            top++;
            bottom--;
            left++;
            right--;
        }
        System.out.println(out);
    }
}
