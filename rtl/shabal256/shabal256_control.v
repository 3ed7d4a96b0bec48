`default_nettype none
// shabal256_control: the block loader (two message slots), the round sequencer and
// the digest read-out (README.md: schedule).  A round is a 16-cycle window (index
// i = 0..15: the B/C swap with the next block, or the IV for a message's first block;
// A += S in cycles 0..12) and 48 steps (j = 0..47); after a message's last block three
// more rounds on the same block with the same counter; then the eight digest words.
module shabal256_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire [3:0]  in_idx,
    input  wire        in_blk_last,
    input  wire        in_first_blk,
    input  wire        in_final_blk,
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_mwe,
    output wire [4:0]  c_mwaddr,
    output wire [4:0]  c_maddr,
    output wire [3:0]  c_caddr,
    output wire [3:0]  c_saddr,
    output wire [3:0]  c_aaddr,
    output wire [3:0]  c_eaddr,
    output wire [3:0]  c_i,
    output wire        c_step,
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
    localparam [1:0] P_IDLE = 2'd0, P_WIN = 2'd1, P_STEP = 2'd2, P_OUT = 2'd3;

    // S[k] += C[ci] at step j where the step reads C[ci] = C[(8 - j) mod 16]: the 36
    // terms of S[0..11] spread over the 48 steps, one a cycle.  {valid, first, k}
    function [5:0] sched(input [5:0] j);
        case (j)
            6'd0: sched = {1'b1, 1'b1, 4'd5};   // S[5] += C[8]
            6'd1: sched = {1'b1, 1'b1, 4'd4};   // S[4] += C[7]
            6'd2: sched = {1'b1, 1'b1, 4'd3};   // S[3] += C[6]
            6'd3: sched = {1'b1, 1'b1, 4'd2};   // S[2] += C[5]
            6'd4: sched = {1'b1, 1'b1, 4'd1};   // S[1] += C[4]
            6'd5: sched = {1'b1, 1'b1, 4'd0};   // S[0] += C[3]
            6'd6: sched = {1'b1, 1'b0, 4'd3};   // S[3] += C[2]
            6'd7: sched = {1'b1, 1'b0, 4'd2};   // S[2] += C[1]
            6'd8: sched = {1'b1, 1'b0, 4'd1};   // S[1] += C[0]
            6'd9: sched = {1'b1, 1'b0, 4'd0};   // S[0] += C[15]
            6'd10: sched = {1'b1, 1'b0, 4'd3};   // S[3] += C[14]
            6'd11: sched = {1'b1, 1'b0, 4'd2};   // S[2] += C[13]
            6'd12: sched = {1'b1, 1'b0, 4'd1};   // S[1] += C[12]
            6'd13: sched = {1'b1, 1'b0, 4'd0};   // S[0] += C[11]
            6'd14: sched = {1'b1, 1'b1, 4'd7};   // S[7] += C[10]
            6'd15: sched = {1'b1, 1'b1, 4'd6};   // S[6] += C[9]
            6'd16: sched = {1'b1, 1'b1, 4'd9};   // S[9] += C[8]
            6'd17: sched = {1'b1, 1'b1, 4'd8};   // S[8] += C[7]
            6'd18: sched = {1'b1, 1'b0, 4'd7};   // S[7] += C[6]
            6'd19: sched = {1'b1, 1'b0, 4'd6};   // S[6] += C[5]
            6'd20: sched = {1'b1, 1'b0, 4'd5};   // S[5] += C[4]
            6'd21: sched = {1'b1, 1'b0, 4'd4};   // S[4] += C[3]
            6'd22: sched = {1'b1, 1'b0, 4'd7};   // S[7] += C[2]
            6'd23: sched = {1'b1, 1'b0, 4'd6};   // S[6] += C[1]
            6'd24: sched = {1'b1, 1'b0, 4'd5};   // S[5] += C[0]
            6'd25: sched = {1'b1, 1'b0, 4'd4};   // S[4] += C[15]
            6'd26: sched = {1'b1, 1'b1, 4'd11};   // S[11] += C[14]
            6'd27: sched = {1'b1, 1'b1, 4'd10};   // S[10] += C[13]
            6'd28: sched = {1'b1, 1'b0, 4'd9};   // S[9] += C[12]
            6'd29: sched = {1'b1, 1'b0, 4'd8};   // S[8] += C[11]
            6'd30: sched = {1'b1, 1'b0, 4'd11};   // S[11] += C[10]
            6'd31: sched = {1'b1, 1'b0, 4'd10};   // S[10] += C[9]
            6'd34: sched = {1'b1, 1'b0, 4'd11};   // S[11] += C[6]
            6'd35: sched = {1'b1, 1'b0, 4'd10};   // S[10] += C[5]
            6'd36: sched = {1'b1, 1'b0, 4'd9};   // S[9] += C[4]
            6'd37: sched = {1'b1, 1'b0, 4'd8};   // S[8] += C[3]
            default: sched = 6'b0;
        endcase
    endfunction

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [1:0]  ph_q;
    reg  [5:0]  n_q;           // window index i (0..15) or step j (0..47)
    reg  [3:0]  k_q;           // j mod 12
    reg         cur_q;         // slot of the block of this round
    reg         init_q;        // this round is a message's first block
    reg         fin_q;         // this round's block is the last of its message
    reg  [1:0]  rem_q;         // final rounds still to come
    reg  [23:0] w_q;           // the block counter W of this round
    reg  [2:0]  o_q;           // digest words taken

    wire nslot    = ~cur_q;
    wire more     = (rem_q != 2'd0);
    wire go       = more | full_q[nslot];
    wire step_end = (ph_q == P_STEP) & (n_q == 6'd47);
    wire done     = step_end & fin_q & ~more;
    wire start    = ((ph_q == P_IDLE) | (step_end & ~done)) & go;

    reg  [1:0] ph_d;
    reg  [5:0] n_d;
    reg  [3:0] k_d;
    always @* begin
        ph_d = ph_q;
        n_d  = n_q;
        k_d  = k_q;
        case (ph_q)
            P_IDLE: if (go) begin
                        ph_d = P_WIN;
                        n_d  = 6'd0;
                    end
            P_WIN:  if (n_q[3:0] == 4'd15) begin
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
            default: if (out_take && o_q == 3'd7) ph_d = P_IDLE;
        endcase
    end
    wire       cur_d = (start & ~more) ? nslot : cur_q;
    wire       nstep = (ph_d == P_STEP);
    wire [5:0] sn    = sched(n_d);
    wire [1:0] unused_sn = sn[5:4];     // only its k is used (the read address)
    wire [5:0] sc    = sched(n_q);

    // read addresses for the next cycle
    assign c_maddr = {cur_d, n_d[3:0]};                      // M[j] / the new block's M[i]
    assign c_caddr = 4'd8 - n_d[3:0];                        // C[8-j]
    assign c_eaddr = n_d[3:0];                               // E[i]
    assign c_aaddr = nstep ? k_d : n_d[3:0] - 4'd1;          // A[j] / A[i-1]
    assign c_saddr = nstep ? sn[3:0] : n_d[3:0] - 4'd1;      // S[k] of the schedule / S[i-1]

    // this cycle
    wire win = (ph_q == P_WIN);
    wire [3:0] i = n_q[3:0];
    assign c_i      = i;
    assign c_step   = (ph_q == P_STEP);
    assign c_init   = init_q & win;
    assign c_bshift = c_step | win | ((ph_q == P_OUT) & out_take);
    // x_q: the step's A[j]; A[11] + S[11] (window 12); IV_A[11] (first window 11)
    assign c_xen    = c_step | (win & (i == (init_q ? 4'd11 : 4'd12)));
    // A: the steps write A[j-1] = x_q; the window A[11] = x_q (i = 0) and
    // A[i-1] += S[i-1] (i = 1..12), or the IV (i = 0..11)
    assign c_awe    = c_step | (win & (i <= (init_q ? 4'd11 : 4'd12)));
    assign c_awaddr = c_step ? ((k_q == 4'd0) ? 4'd11 : k_q - 4'd1)
                             : (init_q ? i : ((i == 4'd0) ? 4'd11 : i - 4'd1));
    assign c_asum   = win & (i != 4'd0);
    assign c_aw     = win & (i == (init_q ? 4'd0 : 4'd1));
    assign c_swe    = c_step & sc[5];
    assign c_sfirst = sc[4];
    assign c_swaddr = sc[3:0];
    assign c_cwe    = win;
    assign c_w      = w_q;
    assign out_valid = (ph_q == P_OUT);

    always @(posedge clk) begin
        if (rst) begin
            full_q  <= 2'b00;
            first_q <= 2'b00;
            final_q <= 2'b00;
            wslot_q <= 1'b0;
            ph_q    <= P_IDLE;
            n_q     <= 6'd0;
            k_q     <= 4'd0;
            cur_q   <= 1'b1;
            init_q  <= 1'b0;
            fin_q   <= 1'b0;
            rem_q   <= 2'd0;
            w_q     <= 24'd0;
            o_q     <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
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
            if (start) begin
                if (more) begin
                    init_q <= 1'b0;
                    rem_q  <= rem_q - 2'd1;
                end else begin
                    init_q <= first_q[nslot];
                    fin_q  <= final_q[nslot];
                    rem_q  <= final_q[nslot] ? 2'd3 : 2'd0;
                    w_q    <= first_q[nslot] ? 24'd1 : w_q + 24'd1;
                end
            end
            if (done) o_q <= 3'd0;
            else if (out_take) o_q <= o_q + 3'd1;
        end
    end
endmodule
`default_nettype wire
