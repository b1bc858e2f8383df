import java.util.Scanner;

// Neither public nor named after the file: the entry point is the class that declares main (issue #22, gap 6).
class Halves {
    static long low(long s) { return s / 2; }
}

final class PairSolver {
    public static void main(String[] args) {
        long s = new Scanner(System.in).nextLong();
        System.out.println(Halves.low(s) + " " + (s - Halves.low(s)));
    }
}
