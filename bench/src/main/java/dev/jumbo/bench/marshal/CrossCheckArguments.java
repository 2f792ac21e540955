package dev.jumbo.bench.marshal;

import java.util.List;

/**
 * The command line of the {@code System.nanoTime} cross-checks ({@code WritingCrossCheck},
 * {@code ReadingCrossCheck}): {@code [--workload NAME] [--count SIZE] [--rounds R] [--warm-up SECONDS]
 * [--peers P,P,...]}. {@code NAME} is a {@link Workload} constant and {@code SIZE} one of its sizes;
 * the workload defaults to {@code DUMMY} ×20,000 and the warm-up to 10 s; the peers must include
 * {@code jdk}, the baseline of the ratios.
 */
public record CrossCheckArguments(Workload workload, String count, int rounds, double warmUpSeconds, List<String> peers) {
    public static CrossCheckArguments parse(String program, String[] arguments, int defaultRounds, List<String> defaultPeers) {
        Workload workload = Workload.DUMMY;
        String count = "20000";
        int rounds = defaultRounds;
        double warmUpSeconds = 10;
        List<String> peers = defaultPeers;
        for (int index = 0; index < arguments.length; index++) {
            switch (arguments[index]) {
                case "--workload" -> workload = Workload.valueOf(arguments[++index]);
                case "--count" -> count = arguments[++index];
                case "--rounds" -> rounds = Integer.parseInt(arguments[++index]);
                case "--warm-up" -> warmUpSeconds = Double.parseDouble(arguments[++index]);
                case "--peers" -> peers = List.of(arguments[++index].split(","));
                default -> throw new IllegalArgumentException("usage: " + program
                        + " [--workload NAME] [--count SIZE] [--rounds R] [--warm-up SECONDS] [--peers P,P,...]");
            }
        }
        if (!peers.contains("jdk")) {
            throw new IllegalArgumentException("the peers must include jdk, the baseline of the ratios");
        }
        return new CrossCheckArguments(workload, count, rounds, warmUpSeconds, peers);
    }
}
