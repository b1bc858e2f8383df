import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        int[] stack = new int[s.length()];
        int size = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') stack[size++] = i;
            else if (c == ')' || c == ']' || c == '}') {
                char need = c == ')' ? '(' : c == ']' ? '[' : '{';
                if (size == 0 || s.charAt(stack[size - 1]) != need) {
                    System.out.println(i + 1);
                    return;
                }
                size--;
            }
        }
        System.out.println(size == 0 ? "OK" : String.valueOf(stack[0] + 1));
    }
}
