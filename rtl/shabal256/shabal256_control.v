`default_nettype none
// shabal256_control: the block loader (two message slots), the round sequencer and
// the digest read-out (README.md: schedule).  A round is a 17-cycle window (cycle
// c = 0..16: the B/C swap with the next block, word c - 1; A += S in cycles 0..12;
// the message is read two cycles ahead) and 48 steps
// (j = 0..47).  After reset and after every message the ring and x_q are preset to
// the IV and, IV_LOAD = 1, the IV load runs (28 cycles, the first block loading
// meanwhile: 16 E words and 11 A words from the stored IV words; IV_LOAD = 0: the
// first window takes B_IV and A_IV from ROMs in the datapath); then one round per block (W = 1, 2, ..; the first
// block's window leaves A as the IV load wrote it); after a message's last block
// three more rounds on the same block with the same counter; then the eight digest
// words.
module shabal256_control #(
    parameter integer IV_LOAD = 1      // 1: the IV load (bram); 0: the first window reads ROMs (logic)
) (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire [3:0]  in_idx,
    input  wire        in_blk_last,
    input  wire        in_final_blk,
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_mwe,
    output wire [4:0]  c_mwaddr,
    output wire [5:0]  c_maddr,
    output wire [3:0]  c_caddr,
    output wire [3:0]  c_saddr,
    output wire [3:0]  c_aaddr,
    output wire [3:0]  c_eaddr,
    output wire [3:0]  c_i,
    output wire        c_step,
    output wire        c_clr,
    output wire        c_iva,
    output wire        c_init,
    output wire        c_bshift,
    output wire        c_xen,
    output wire        c_awe,
    output wire [3:0]  c_awaddr,
    output wire        c_asum,
    output wire        c_aw,
    output wire        c_swe,
    output wire        c_sfirst,
    output wire [3:0]  c_swaddr,
    output wire        c_cwe,
    output wire [23:0] c_w
);
    localparam [2:0] P_IDLE = 3'd0, P_WIN = 3'd1, P_STEP = 3'd2, P_OUT = 3'd3, P_IV = 3'd4;

    // S[k] += C[ci] at step j, where the step reads C[ci], ci = (8 - j) mod 16: in the
    // steps 0..15 the terms C[k+3] (k = 5 - j mod 16), in 16..31 C[k+11] (k = 13 - j),
    // in 32..47 C[k+15] (k = 9 - j); k = 12..15 are no terms.  Each S[k] is written
    // once per 16 steps, so its read-modify-write never meets itself.
    function [5:0] sched(input [5:0] j);     // {valid, first, k}
        reg [3:0] k;
        begin
            k = ((j[5:4] == 2'd0) ? 4'd5 : (j[5:4] == 2'd1) ? 4'd13 : 4'd9) - j[3:0];
            sched = {k[3:2] != 2'b11, j[5:4] == 2'd0, k};
        end
    endfunction

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [2:0]  ph_q;
    reg  [5:0]  n_q;           // window cycle c (0..16) or step j (0..47)
    reg  [3:0]  k_q;           // j mod 12
    reg         cur_q;         // slot of the block of this round
    reg         ivd_q;         // the IV is loaded (for the next message)
    reg         first_q;       // the next block round is a message's first
    reg         init_q;        // this round is a message's first (A from the IV load)
    reg         fin_q;         // this round's block is the last of its message
    reg  [1:0]  rem_q;         // final rounds still to come
    reg  [23:0] w_q;           // the block counter W of this round
    reg  [2:0]  o_q;           // digest words taken

    wire nslot    = ~cur_q;
    wire more     = (rem_q != 2'd0);
    wire go       = more | full_q[nslot];
    wire step_end = (ph_q == P_STEP) & (n_q == 6'd47);
    wire done     = step_end & fin_q & ~more;
    wire start    = (((ph_q == P_IDLE) & ivd_q) | (step_end & ~done)) & go;

    reg  [2:0] ph_d;
    reg  [5:0] n_d;
    reg  [3:0] k_d;
    always @* begin
        ph_d = ph_q;
        n_d  = n_q;
        k_d  = k_q;
        case (ph_q)
            P_IDLE: if (!ivd_q) begin                   // the ring is preset now
                        if (IV_LOAD != 0) ph_d = P_IV;
                        n_d  = 6'd0;
                    end else if (go) begin
                        ph_d = P_WIN;
                        n_d  = 6'd0;
                    end
            P_IV:   if (n_q == 6'd27) ph_d = P_IDLE;     // IV word n - 1 in cycle n
                    else              n_d  = n_q + 6'd1;
            P_WIN:  if (n_q[4]) begin                    // window cycle 16
                        ph_d = P_STEP;
                        n_d  = 6'd0;
                        k_d  = 4'd0;
                    end else begin
                        n_d  = n_q + 6'd1;
                    end
            P_STEP: if (n_q == 6'd47) begin
                        n_d = 6'd0;
                        if (done)    ph_d = P_OUT;
                        else if (go) ph_d = P_WIN;
                        else         ph_d = P_IDLE;
                    end else begin
                        n_d = n_q + 6'd1;
                        k_d = (k_q == 4'd11) ? 4'd0 : k_q + 4'd1;
                    end
            P_OUT:  if (out_take && o_q == 3'd7) ph_d = P_IDLE;
            default: ph_d = P_IDLE;
        endcase
    end
    wire       cur_d = (start & ~more) ? nslot : cur_q;
    wire       nstep = (ph_d == P_STEP);
    wire [5:0] sn    = sched(n_d);
    reg  [5:0] sc_q;                    // sched(n_q)
    reg  [3:0] aw_q, aw2_q;             // the A read addresses issued 1 and 2 cycles ago

    // read addresses for the next cycle
    // M is read two cycles ahead (it is registered once more in the datapath); the IV
    // load reads IV word n_d (it arrives in cycle n_d + 1)
    assign c_maddr = (ph_d == P_IV) ? {1'b1, n_d[4:0]}
                                    : {1'b0, cur_d, n_d[3:0] + {3'd0, nstep}};   // M[j+1] / the new block's M[c]
    assign c_caddr = 4'd8 - n_d[3:0];                        // C[8-j]
    assign c_eaddr = n_d[3:0] - 4'd1;                        // E[i], i = c - 1
    assign c_aaddr = nstep ? k_d : (n_d[3:0] == 4'd0) ? 4'd11 : n_d[3:0] - 4'd1;   // A[j] / A[i-1]
    assign c_saddr = nstep ? sn[3:0] : n_d[3:0] - 4'd1;      // S[k] of the schedule / S[i-1]

    // this cycle
    wire win = (ph_q == P_WIN);
    wire ivl = (ph_q == P_IV);
    wire [3:0] i = n_q[3:0];
    wire       wo = win & (n_q != 6'd0);       // window cycles 1..16: the word i = c - 1
    // the IV load, cycle n = 1..27: IV word n - 1 (E[n-1] for 0..15, A[n-17] for 16..26)
    wire       ive = ivl & (n_q != 6'd0) & (n_q <= 6'd16);
    wire       iva = ivl & (n_q >= 6'd17);
    assign c_i      = i - {3'd0, win | ivl};
    assign c_step   = (ph_q == P_STEP);
    assign c_iva    = iva;
    assign c_bshift = c_step | wo | ((ph_q == P_OUT) & out_take);
    // x_q: the step's A[j]; A[11] + S[11] (window 12); A_IV[11] (preset) in the first
    assign c_xen    = c_step | (win & ~init_q & (n_q == 6'd12));
    assign c_clr    = (ph_q == P_IDLE) & ~ivd_q;
    // A: the steps write A[j-1] = x_q; the window A[11] = x_q (i = 0) and
    // A[i-1] += S[i-1] (i = 1..12), in a message's first window A[11] only; the IV
    // load A[0..10]
    assign c_awe    = c_step | (win & ((n_q == 6'd0) | ((~init_q | (IV_LOAD == 0)) & (n_q <= 6'd12)))) | iva;
    // steps: A[j-1], read by the step before (step 0: A[14], unused: A[11] is written
    // in the window); window: the word read now, A[11], A[0], .., A[11]; IV load: A[n-17]
    assign c_awaddr = c_step ? aw2_q : iva ? c_i : aw_q;
    assign c_asum   = wo & ~init_q;
    // XOR W into A[0] (in the first window the IV load has done it)
    assign c_aw     = win & (~init_q | (IV_LOAD == 0)) & (n_q == 6'd1);
    assign c_init   = win & init_q;
    assign c_swe    = c_step & sc_q[5];
    assign c_sfirst = sc_q[4];
    assign c_swaddr = sc_q[3:0];
    assign c_cwe    = wo | ive;
    assign c_w      = w_q;
    assign out_valid = (ph_q == P_OUT);

    // W: 1, 2, .. for the blocks, kept in the final rounds
    always @(posedge clk) begin
        if (rst || done)           w_q <= 24'd0;
        else if (start && !more)   w_q <= w_q + 24'd1;
    end

    always @(posedge clk) begin
        if (rst) begin
            full_q  <= 2'b00;
            final_q <= 2'b00;
            wslot_q <= 1'b0;
            ph_q    <= P_IDLE;
            n_q     <= 6'd0;
            k_q     <= 4'd0;
            cur_q   <= 1'b1;
            ivd_q   <= 1'b0;
            first_q <= 1'b1;
            init_q  <= 1'b0;
            sc_q    <= 6'd0;
            aw_q    <= 4'd0;
            aw2_q   <= 4'd0;
            fin_q   <= 1'b0;
            rem_q   <= 2'd0;
            o_q     <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // a block is read for the last time in the last step of its last round
            if (step_end && !more) full_q[cur_q] <= 1'b0;
            // ---------------- sequencer
            ph_q  <= ph_d;
            n_q   <= n_d;
            k_q   <= k_d;
            cur_q <= cur_d;
            sc_q  <= sn;
            if ((ivl && n_q == 6'd27) || (IV_LOAD == 0 && ph_q == P_IDLE)) ivd_q <= 1'b1;
            if (start) begin
                init_q <= first_q & ~more;
                if (more) begin
                    rem_q <= rem_q - 2'd1;
                end else begin
                    first_q <= 1'b0;
                    fin_q   <= final_q[nslot];
                    rem_q   <= final_q[nslot] ? 2'd3 : 2'd0;
                end
            end
            if (done) begin
                ivd_q   <= 1'b0;
                first_q <= 1'b1;
            end
            aw_q  <= c_aaddr;
            aw2_q <= aw_q;
            if (done) o_q <= 3'd0;
            else if (out_take) o_q <= o_q + 3'd1;
        end
    end
endmodule
`default_nettype wire
