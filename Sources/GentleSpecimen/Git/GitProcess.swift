#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a program with no standard input, its standard output and error collected whole:
/// `posix_spawn` and `poll`, in place of Foundation's `Process`, which FoundationEssentials does
/// not have. Both pipes are drained together, so that neither can fill and stall the program.
struct GitProcess {
    /// The program's standard output.
    var output: [UInt8] = []
    /// The program's standard error.
    var messages: [UInt8] = []
    /// The exit status, or 128 plus the signal that ended it.
    var status: Int32 = 0

    /// Runs `executable` with `arguments` (the first is the program's name) and `environment`;
    /// the error is the system's words when it cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) throws(StartFailure) -> GitProcess {
        var outputPipe: [Int32] = [-1, -1]
        var messagesPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw StartFailure(code: errno) }
        guard pipe(&messagesPipe) == 0 else {
            let code = errno
            for descriptor in outputPipe { close(descriptor) }
            throw StartFailure(code: code)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, messagesPipe[1], 2)
        for descriptor in outputPipe + messagesPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var identifier = pid_t()
        let spawned = posix_spawn(&identifier, executable, &actions, nil, argv, envp)
        close(outputPipe[1])
        close(messagesPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(messagesPipe[0])
            throw StartFailure(code: spawned)
        }

        var run = GitProcess()
        drain(outputPipe[0], into: &run.output, and: messagesPipe[0], into: &run.messages)
        var waitStatus: Int32 = 0
        while waitpid(identifier, &waitStatus, 0) < 0 && errno == EINTR {}
        let signal = waitStatus & 0x7F
        run.status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        return run
    }

    /// Reads both descriptors to their ends, whichever has data first, then closes them.
    private static func drain(
        _ first: Int32, into firstBytes: inout [UInt8], and second: Int32, into secondBytes: inout [UInt8]
    ) {
        var open = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0.fd >= 0 }) {
            guard poll(&open, nfds_t(open.count), -1) >= 0 || errno == EINTR else { break }
            for index in open.indices where open[index].fd >= 0 && open[index].revents != 0 {
                let count = read(open[index].fd, &buffer, buffer.count)
                if count > 0 {
                    if index == 0 {
                        firstBytes += buffer[..<count]
                    } else {
                        secondBytes += buffer[..<count]
                    }
                } else if count == 0 || errno != EINTR {
                    close(open[index].fd)
                    open[index].fd = -1
                }
            }
        }
    }

    /// Why the program could not be started, in the system's words.
    struct StartFailure: Error {
        /// The `errno`.
        let code: Int32

        /// The system's words for `code`.
        var reason: String { String(cString: strerror(code)) }
    }
}
