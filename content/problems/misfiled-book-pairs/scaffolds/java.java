import java.io.*;
import java.util.*;

public class Main {
    // Return the number of pairs i < j with numbers[i] > numbers[j].
    static long countMisfiled(int[] numbers) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] numbers = new int[n];
        for (int i = 0; i < n; i++) numbers[i] = Integer.parseInt(st.nextToken());
        System.out.println(countMisfiled(numbers));
    }
}
